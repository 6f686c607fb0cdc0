import type { Database, Transaction } from '../../sync-server/src/db/types';

/**
 * A Database that counts round trips to PostgreSQL: every query, and BEGIN and COMMIT of each transaction; a batch
 * is one, with the BEGIN when it is the transaction's first statement and the COMMIT when it commits.
 */
export function countingDatabase(db: Database): { db: Database; count: () => number; reset: () => void } {
  let trips = 0;
  const counted: Database = {
    kind: db.kind,
    query: (sql, params, options) => {
      trips += 1;
      return db.query(sql, params, options);
    },
    transaction: (fn) =>
      db.transaction(async (tx) => {
        let begun = false;
        let committed = false;
        const statement = () => {
          if (!begun) trips += 1;
          begun = true;
          trips += 1;
        };
        const countedTx: Transaction = {
          query: (sql, params, options) => {
            statement();
            return tx.query(sql, params, options);
          },
          exec: (sql) => {
            statement();
            return tx.exec(sql);
          },
          batch: (statements, options) => {
            begun = true;
            trips += 1;
            if (options?.commit) committed = true;
            return tx.batch(statements, options);
          },
        };
        const result = await fn(countedTx);
        if (begun && !committed) trips += 1;
        return result;
      }),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    onListenReconnect: (handler) => db.onListenReconnect(handler),
    close: () => db.close(),
  };
  return {
    db: counted,
    count: () => trips,
    reset: () => {
      trips = 0;
    },
  };
}
