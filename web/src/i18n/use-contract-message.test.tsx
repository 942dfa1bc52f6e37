import { describe, expect, it } from '@jest/globals';
import { authMessages, passwordMessages } from '@trek/contracts';
import { act, renderHook } from '@testing-library/react';
import { i18n } from '.';
import { ApiError } from '../lib/api-client';
import { useContractMessage } from './use-contract-message';

describe('useContractMessage', () => {
  it('shows a contract message through its key, so another language is one more resource of the same keys', async () => {
    const { result } = renderHook(() => useContractMessage());
    expect(result.current.text(passwordMessages.passwordsDoNotMatch)).toBe(passwordMessages.passwordsDoNotMatch);

    i18n.addResourceBundle('es', 'contractMessages', { password: { passwordsDoNotMatch: 'Las dos contraseñas no coinciden' } });
    const spanish = renderHook(() => useContractMessage(), { initialProps: undefined });
    await act(() => i18n.changeLanguage('es'));
    spanish.rerender();
    try {
      expect(spanish.result.current.text(passwordMessages.passwordsDoNotMatch)).toBe('Las dos contraseñas no coinciden');
    } finally {
      await act(() => i18n.changeLanguage('en'));
      i18n.removeResourceBundle('es', 'contractMessages');
    }
  });

  it("turns a server's refusal into its message without the status, and keeps texts it does not know", () => {
    const { result } = renderHook(() => useContractMessage());
    expect(result.current.errorText(new ApiError(401, authMessages.invalidCredentials), 'offline')).toBe(authMessages.invalidCredentials);
    expect(result.current.errorText(new ApiError(502, 'Bad Gateway'), 'offline')).toBe('Bad Gateway');
    expect(result.current.errorText(new TypeError('Failed to fetch'), 'offline')).toBe('offline');
    expect(result.current.text(undefined)).toBeUndefined();
  });
});
