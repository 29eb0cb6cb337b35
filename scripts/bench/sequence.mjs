// A recorded statement sequence run on a pg pool, shared by bench:calls' bare SQL row and the floor
// service (so both run exactly the same work): `parallel` at once, each on its own connection, then
// `transaction` in order on one connection between BEGIN and COMMIT (ROLLBACK and the error on a
// failure). Answers the last statement's rows.

/** @param {import('pg').Pool} pool */
export async function runSequence(pool, { parallel, transaction }) {
  await Promise.all(parallel.map(({ sql, params }) => pool.query(sql, params)));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    let rows = [];
    for (const { sql, params } of transaction) rows = (await client.query(sql, params)).rows;
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
