// The baseline of bench:api: a bare Fastify + pg endpoint answering the same rows as
// GET /api/training-logs (same SQL, same JSON shape), no gateway, NATS, session or validation.
//   node bare-training-logs-server.mjs <postgresUrl> <playerId>  → prints the port it listens on
import Fastify from 'fastify';
import pg from 'pg';

const [postgresUrl, playerId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: postgresUrl, max: 10 });
const app = Fastify({ logger: false });
app.get('/training-logs', async () => {
  const { rows } = await pool.query(
    `SELECT id, player_id, date::text AS date, type, wellness_rating, notes, minutes, created_at
       FROM tracking.training_logs WHERE player_id = $1
      ORDER BY date DESC, created_at DESC, id DESC LIMIT 1000`,
    [playerId],
  );
  return rows.map((row) => ({
    id: row.id,
    playerId: row.player_id,
    date: row.date,
    type: row.type,
    wellnessRating: row.wellness_rating,
    notes: row.notes,
    minutes: row.minutes,
    createdAt: row.created_at.toISOString(),
  }));
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(new URL(address).port);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
