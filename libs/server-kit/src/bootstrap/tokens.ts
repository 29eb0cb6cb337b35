/**
 * Injection tokens shared by every process (services, workers, CLIs and the gateway): each provides
 * its own parsed configuration under CONFIG and its pino logger under LOGGER.
 */
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
