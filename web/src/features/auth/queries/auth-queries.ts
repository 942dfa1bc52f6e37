import { useMutation } from '@tanstack/react-query';
import { changePassword, registerOrganizer, requestPasswordReset, setPasswordWithLink, signIn } from '../api/auth-api';

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

export function useRegisterOrganizer() {
  return useMutation({ mutationFn: registerOrganizer });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useSetPasswordWithLink() {
  return useMutation({ mutationFn: setPasswordWithLink });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
