export const SESSION_COOKIE = Symbol('SESSION_COOKIE');
export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');
