import { roomsBoardSchema, roomSuggestionsSchema, type RoomCreate, type RoomInput } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readQuery } from '../../../../../lib/api-client';
import { addRoomMember, createRoom, deleteRoom, publishRooms, removeRoomMember, roomsPaths, updateRoom } from '../api/rooms-api';

/** Another organizer may be editing the same rooms: the board is read again after 15 seconds. */
const BOARD_STALE_TIME_MS = 15_000;

export function useRoomsBoard() {
  return useQuery({
    queryKey: [roomsPaths.board],
    queryFn: async (context) => roomsBoardSchema.parse(await readQuery(context)),
    staleTime: BOARD_STALE_TIME_MS,
  });
}

/** Read only when the organizer asks, and afresh each time: suggestions follow the rooms as they are. */
export function useRoomSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: [roomsPaths.suggestions],
    queryFn: async (context) => roomSuggestionsSchema.parse(await readQuery(context)),
    enabled,
    staleTime: 0,
  });
}

/** Every change of a room changes the board (members, unassigned, flags, whether it differs from what was published). */
function useRoomsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [roomsPaths.board] }), queryClient.invalidateQueries({ queryKey: [roomsPaths.suggestions] })]),
  });
}

export const useCreateRoom = () => useRoomsMutation((room: RoomCreate) => createRoom(room));
export const useUpdateRoom = () => useRoomsMutation(({ roomId, room }: { roomId: string; room: RoomInput }) => updateRoom(roomId, room));
export const useDeleteRoom = () => useRoomsMutation((roomId: string) => deleteRoom(roomId));
export const useAddRoomMember = () => useRoomsMutation(({ roomId, userId }: { roomId: string; userId: string }) => addRoomMember(roomId, userId));
export const useRemoveRoomMember = () => useRoomsMutation(({ roomId, userId }: { roomId: string; userId: string }) => removeRoomMember(roomId, userId));
export const usePublishRooms = () => useRoomsMutation(() => publishRooms());
