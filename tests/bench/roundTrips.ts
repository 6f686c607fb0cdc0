import type { Database, Transaction } from '../../sync-server/src/db/types';

/** A Database that counts round trips to PostgreSQL: every query, and BEGIN and COMMIT of each transaction. */
export function countingDatabase(db: Database): { db: Database; count: () => number; reset: () => void } {
  let trips = 0;
  const counted: Database = {
    kind: db.kind,
    query: (sql, params, options) => {
      trips += 1;
      return db.query(sql, params, options);
    },
    transaction: (fn) => {
      trips += 2;
      return db.transaction((tx) => {
        const countedTx: Transaction = {
          query: (sql, params, options) => {
            trips += 1;
            return tx.query(sql, params, options);
          },
          exec: (sql) => {
            trips += 1;
            return tx.exec(sql);
          },
        };
        return fn(countedTx);
      });
    },
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
