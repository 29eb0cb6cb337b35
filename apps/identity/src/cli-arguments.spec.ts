import { parseCliArguments } from './cli-arguments';

describe('CLI arguments', () => {
  it('reads a command and --name value pairs', () => {
    expect(
      parseCliArguments(['user:create', '--email', 'c@club.org', '--first-name=Carla', '--role', 'coach']),
    ).toEqual({
      command: 'user:create',
      options: { email: 'c@club.org', 'first-name': 'Carla', role: 'coach' },
    });
  });

  it('keeps = inside a value and treats a bare flag as true', () => {
    expect(parseCliArguments(['x', '--password=a=b', '--verbose']).options).toEqual({
      password: 'a=b',
      verbose: 'true',
    });
  });
});
