import { z } from 'zod';
import { reportIdFor } from './report-id';

describe('reportIdFor', () => {
  const player = '11111111-1111-4111-8111-111111111111';

  it('gives the same valid UUID for the same player and period, another for another period or player', () => {
    expect(reportIdFor(player, 1)).toBe(reportIdFor(player, 1));
    expect(z.uuid().safeParse(reportIdFor(player, 1)).success).toBe(true);
    expect(reportIdFor(player, 1)[14]).toBe('5');
    expect(reportIdFor(player, 2)).not.toBe(reportIdFor(player, 1));
    expect(reportIdFor('22222222-2222-4222-8222-222222222222', 1)).not.toBe(reportIdFor(player, 1));
  });
});
