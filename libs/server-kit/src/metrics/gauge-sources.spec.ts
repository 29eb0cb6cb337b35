import { addGaugeSource } from './gauge-sources';
import { metricsRegistry } from './registry';

describe('gauge sources', () => {
  it('reads every source at scrape time, skips a failing one, and forgets a removed one', async () => {
    let depth = 3;
    const removeA = addGaugeSource('test_queue_depth', 'test', ['queue'], async () => [
      { labels: { queue: 'a' }, value: depth },
    ]);
    addGaugeSource('test_queue_depth', 'test', ['queue'], async () => {
      throw new Error('redis is down');
    });
    addGaugeSource('test_queue_depth', 'test', ['queue'], async () => [{ labels: { queue: 'b' }, value: 7 }]);

    let text = await metricsRegistry.getSingleMetricAsString('test_queue_depth');
    expect(text).toContain('test_queue_depth{queue="a"} 3');
    expect(text).toContain('test_queue_depth{queue="b"} 7');

    depth = 5;
    text = await metricsRegistry.getSingleMetricAsString('test_queue_depth');
    expect(text).toContain('test_queue_depth{queue="a"} 5');

    removeA();
    text = await metricsRegistry.getSingleMetricAsString('test_queue_depth');
    expect(text).not.toContain('queue="a"');
    expect(text).toContain('test_queue_depth{queue="b"} 7');
  });
});
