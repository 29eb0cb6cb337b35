// The write load of the chaos run (scripts/chaos.mjs): signed-in players log training sessions through
// the gateway at a fixed rate, each with a unique marker in its notes, and every outcome is recorded
// under the phase (process and signal) that was running when the write was sent.
import { setTimeout as sleep } from 'node:timers/promises';

/** A connection the server never accepted: the request was not received, so sending it again is safe. */
function refusedBeforeSending(error) {
  const code = error?.cause?.code ?? error?.code;
  return code === 'ECONNREFUSED';
}

function messageOf(text) {
  try {
    return JSON.stringify(JSON.parse(text).message ?? '').slice(0, 80);
  } catch {
    return '(no JSON body)';
  }
}

/** Yesterday in UTC and its weekday: a valid, never-future session day wherever the server is. */
function sessionDay() {
  const day = new Date(Date.now() - 24 * 3600_000);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][day.getUTCDay()];
  return { date: day.toISOString().slice(0, 10), dayOfWeek: weekday };
}

export class WriteLoad {
  /**
   * @param {{ players: { name: string, client: any }[], intervalMs: number, maxInFlightPerPlayer: number,
   *           retryRefusedForMs: number }} options
   */
  constructor(options) {
    this.options = options;
    this.phase = 'warm-up';
    /** @type {{ marker: string, phase: string, outcome: string, refusedRetries: number }[]} */
    this.writes = [];
    this.running = false;
    this.inFlight = new Set();
    this.sequence = 0;
  }

  start() {
    this.running = true;
    this.loops = this.options.players.map((player) => this.drive(player));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
    await Promise.allSettled([...this.inFlight]);
  }

  async drive(player) {
    let mine = 0;
    while (this.running) {
      if (mine < this.options.maxInFlightPerPlayer) {
        mine += 1;
        const write = this.write(player).finally(() => {
          mine -= 1;
          this.inFlight.delete(write);
        });
        this.inFlight.add(write);
      }
      await sleep(this.options.intervalMs);
    }
  }

  async write(player) {
    this.sequence += 1;
    const record = {
      marker: `chaos:${player.name}:${this.sequence}`,
      phase: this.phase,
      outcome: 'pending',
      refusedRetries: 0,
    };
    this.writes.push(record);
    const body = {
      type: 'Individual',
      category: 'Gym',
      minutes: 30,
      rpe: 5,
      notes: record.marker,
      ...sessionDay(),
    };
    const giveUpAt = Date.now() + this.options.retryRefusedForMs;
    for (;;) {
      try {
        const response = await player.client.post('/api/training-sessions', body);
        const text = await response.text();
        record.outcome = response.status === 201 ? 'ack' : `http ${response.status} ${messageOf(text)}`;
        return;
      } catch (error) {
        if (refusedBeforeSending(error) && Date.now() < giveUpAt) {
          record.refusedRetries += 1;
          await sleep(100);
          continue;
        }
        record.outcome = `network ${error?.cause?.code ?? error?.message ?? 'error'}`;
        return;
      }
    }
  }
}
