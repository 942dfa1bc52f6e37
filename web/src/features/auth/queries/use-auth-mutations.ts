import { useMutation } from '@tanstack/react-query';
import { registerOrganizer, signIn } from '../api/auth-api';

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

export function useRegisterOrganizer() {
  return useMutation({ mutationFn: registerOrganizer });
}
