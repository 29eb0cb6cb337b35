import { renderNatsServerConfig } from './server-config';

describe('the generated nats-server configuration', () => {
  const config = renderNatsServerConfig({
    namespace: 'club',
    users: [
      { process: 'gateway', publicKey: 'UGATEWAY' },
      { process: 'identity-cli', publicKey: 'UCLI' },
      { process: 'identity', publicKey: 'UIDENTITY' },
    ],
    port: 4333,
    storeDir: '/data',
    monitorPort: 8222,
    tls: { certFile: '/tls/server.crt', keyFile: '/tls/server.key', caFile: '/tls/ca.crt', verify: true },
  });

  it('listens, keeps JetStream on disk and serves monitoring where asked', () => {
    expect(config).toContain('listen: "0.0.0.0:4333"');
    expect(config).toContain('http_port: 8222');
    expect(config).toContain('jetstream {\n  store_dir: "/data"\n}');
  });

  it('holds one nkey user per process with its permissions, and public keys only', () => {
    expect(config).toContain('"nkey": "UGATEWAY"');
    expect(config).toContain('"club.identity.user.set-role"');
    expect(config).not.toMatch(/"SU[A-Z2-7]+"/);
    // The CLI publishes nothing: an empty allow list would mean "allow all" to some readers, so deny.
    expect(config).toMatch(
      /# identity-cli\n\s+\{\n\s+"nkey": "UCLI",\n\s+"permissions": \{\n\s+"publish": \{\n\s+"deny": \[\n\s+">"/,
    );
    expect(config.match(/"allow_responses": true/g)).toHaveLength(1);
  });

  it('turns TLS on with client verification when asked', () => {
    expect(config).toContain(
      'tls {\n  cert_file: "/tls/server.crt"\n  key_file: "/tls/server.key"\n  ca_file: "/tls/ca.crt"\n  verify: true\n}',
    );
  });
});
