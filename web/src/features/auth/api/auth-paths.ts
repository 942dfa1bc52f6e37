/** The auth service's routes, apart from `auth-api.ts` so that the first load can name them without the schemas. */
export const authPaths = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  me: '/api/auth/me',
  language: '/api/auth/me/language',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  checkSetPasswordLink: '/api/auth/set-password/check',
  setPassword: '/api/auth/set-password',
  changePassword: '/api/auth/change-password',
} as const;
