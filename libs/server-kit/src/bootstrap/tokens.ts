/** Injection tokens provided by ServicePlatformModule. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');
