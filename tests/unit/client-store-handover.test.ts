import { describe, expect, it } from 'vitest';
import { createStoreHandover } from '../../client/src/data/storeHandover';

type Status = { name: string };
type FakeOpening = { userId: string; status: Status; id: number };

function setup() {
  const opened: FakeOpening[] = [];
  const closed: FakeOpening[] = [];
  const sessionListeners = new Set<() => void>();
  let next = 0;
  const handover = createStoreHandover<FakeOpening, Status>({
    open: (userId, status) => {
      const opening = { userId, status: status ?? { name: `early-${next}` }, id: next++ };
      opened.push(opening);
      return opening;
    },
    close: async (opening) => {
      closed.push(opening);
    },
    onSessionEnded: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
  });
  const endSession = () => {
    for (const listener of [...sessionListeners]) listener();
  };
  return { handover, opened, closed, endSession, sessionListeners };
}

describe('the hand-over of a store opened before the app shows', () => {
  it('gives the provider the store opened early for its user, with the status it showed from its first render', () => {
    const { handover, opened, closed } = setup();
    handover.startEarly('ann');
    const status = handover.earlyStatusFor('ann');
    expect(status).toBeDefined();
    const taken = handover.take('ann', status as Status);
    expect(opened).toHaveLength(1);
    expect(taken).toBe(opened[0]);
    expect(closed).toHaveLength(0);
    // Taken once: a later provider (React's second mount in development) opens its own.
    expect(handover.earlyStatusFor('ann')).toBeUndefined();
  });

  it('opens once for repeated early starts of one user, and not at all while a provider holds that user’s store', () => {
    const { handover, opened } = setup();
    handover.startEarly('ann');
    handover.startEarly('ann');
    expect(opened).toHaveLength(1);
    const taken = handover.take('ann', opened[0]?.status as Status);
    // The session answered after the app showed: the store is already open.
    handover.startEarly('ann');
    expect(opened).toHaveLength(1);
    void handover.release(taken);
    handover.startEarly('ann');
    expect(opened).toHaveLength(2);
  });

  it('closes an early store of another user', () => {
    const { handover, opened, closed } = setup();
    handover.startEarly('ann');
    const bobs = handover.take('bob', { name: 'provider' });
    expect(closed).toEqual([opened[0]]);
    expect(bobs.userId).toBe('bob');
    expect(bobs.status).toEqual({ name: 'provider' });
  });

  it('hands over the early store even to a provider that rendered before it started: one store per user, never two', () => {
    const { handover, opened, closed } = setup();
    handover.startEarly('cem');
    const cems = handover.take('cem', { name: 'made before the early start' });
    expect(cems).toBe(opened[0]);
    expect(opened).toHaveLength(1);
    expect(closed).toHaveLength(0);
  });

  it('a new early start for another user closes the one before', () => {
    const { handover, opened, closed } = setup();
    handover.startEarly('ann');
    handover.startEarly('bob');
    expect(closed).toEqual([opened[0]]);
    expect(handover.earlyStatusFor('ann')).toBeUndefined();
    expect(handover.earlyStatusFor('bob')).toBe(opened[1]?.status);
  });

  it('closes an early store when the session ends before any provider took it, and only that one', () => {
    const { handover, opened, closed, endSession, sessionListeners } = setup();
    handover.startEarly('ann');
    endSession();
    expect(closed).toEqual([opened[0]]);
    expect(handover.earlyStatusFor('ann')).toBeUndefined();
    expect(sessionListeners.size).toBe(0);

    handover.startEarly('ann');
    const taken = handover.take('ann', opened[1]?.status as Status);
    // Once taken, the provider closes it on its own unmount: the session's end does not.
    endSession();
    expect(closed).toEqual([opened[0]]);
    void handover.release(taken);
    expect(closed).toEqual([opened[0], opened[1]]);
  });
});
