import { useMutation } from '@tanstack/react-query';
import { submitApplication } from '../api/applications-api';

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
