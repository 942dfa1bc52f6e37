import { describe, expect, it } from '@jest/globals';
import { applicationMessages, authMessages, passwordMessages, textTooLong, uploadMessages } from '@trek/contracts';
import { act, renderHook } from '@testing-library/react';
import { i18n } from '.';
import { ApiError } from '../lib/api-client';
import spanishContractMessages from './locales/es/contractMessages.json' with { type: 'json' };
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

  it('shows a message built from values in the current language, its field label and date included, and keeps the English as the server said it', async () => {
    const closed = applicationMessages.closed({ year: 2026, applicationDeadline: '2025-12-01', contactEmail: 'team@example.org' });
    const english = renderHook(() => useContractMessage());
    expect(english.result.current.text(textTooLong('Bio', 2000))).toBe('Bio must be at most 2000 characters');
    expect(english.result.current.text(closed)).toBe(closed);

    i18n.addResourceBundle('es', 'contractMessages', spanishContractMessages);
    await act(() => i18n.changeLanguage('es'));
    const spanish = renderHook(() => useContractMessage());
    try {
      expect(spanish.result.current.text(textTooLong('Bio', 2000))).toBe('La biografía debe tener como máximo 2000 caracteres');
      expect(spanish.result.current.text(textTooLong('Country of origin', 100))).toBe('El país de origen debe tener como máximo 100 caracteres');
      expect(spanish.result.current.text(uploadMessages.uploadStatus(413))).toBe('No se pudo subir el archivo (estado 413)');
      expect(spanish.result.current.text(closed)).toBe(
        'Las postulaciones para el Mexico Trek 2026 cerraron el 1 de diciembre de 2025. Para contactar al equipo, escribe a team@example.org.',
      );
      expect(spanish.result.current.errorText(new ApiError(409, textTooLong('Preferred name', 120)), 'offline')).toBe('El nombre preferido debe tener como máximo 120 caracteres');
    } finally {
      await act(() => i18n.changeLanguage('en'));
      i18n.removeResourceBundle('es', 'contractMessages');
    }
  });
});
