export const SESSION_COOKIE = Symbol('SESSION_COOKIE');
