import { httpRouteLabel, rpcOutcomeOfReply, rpcOutcomeOfTransportError } from './outcomes';

describe('rpc outcomes', () => {
  it.each([
    [undefined, 'ok'],
    ['VALIDATION', 'client_error'],
    ['UNAUTHORIZED', 'client_error'],
    ['FORBIDDEN', 'client_error'],
    ['NOT_FOUND', 'client_error'],
    ['CONFLICT', 'client_error'],
    ['RATE_LIMITED', 'client_error'],
    ['UNAVAILABLE', 'unavailable'],
    ['INTERNAL', 'server_error'],
    ['SOMETHING_NEW', 'server_error'],
  ])('a reply with error code %s is %s', (code, outcome) => {
    expect(rpcOutcomeOfReply(code)).toBe(outcome);
  });

  it.each([
    ['TIMEOUT', 'timeout'],
    ['503', 'no_responder'],
    ['DISCONNECT', 'unavailable'],
    ['CONNECTION_DRAINING', 'unavailable'],
    [undefined, 'unavailable'],
  ])('a request failing with NATS code %s is %s', (code, outcome) => {
    expect(rpcOutcomeOfTransportError(code)).toBe(outcome);
  });
});

describe('httpRouteLabel', () => {
  it('keeps the route template, never a raw path', () => {
    expect(httpRouteLabel('/api/players/:id')).toBe('/api/players/:id');
  });

  it('labels a request no route matched as unmatched', () => {
    expect(httpRouteLabel(undefined)).toBe('unmatched');
    expect(httpRouteLabel('')).toBe('unmatched');
  });
});
