/** A store on its way to open, for one user, with the status its sync reports into. */
export interface Opening<S> {
  userId: string;
  status: S;
}

export interface StoreHandoverDeps<O extends Opening<S>, S> {
  open(userId: string, status?: S): O;
  close(opening: O): Promise<void>;
  /** Calls the listener when the session ends; returns the unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
}

/**
 * The hand-over of a store opened before its provider mounts (at most one, for one user) to the
 * provider that shows it: taken when the user matches, closed otherwise, and never opened a second
 * time for a user whose provider holds one.
 */
export function createStoreHandover<O extends Opening<S>, S>(deps: StoreHandoverDeps<O, S>) {
  let early: { opening: O; stopListening: () => void } | undefined;
  /** How many providers hold a store of each user. */
  const held = new Map<string, number>();

  const dropEarly = (): O | undefined => {
    const dropped = early;
    dropped?.stopListening();
    early = undefined;
    return dropped?.opening;
  };

  return {
    /** Starts opening the user's store now, unless it is already opening or held. */
    startEarly(userId: string): void {
      if (early?.opening.userId === userId || (held.get(userId) ?? 0) > 0) return;
      const other = dropEarly();
      if (other) void deps.close(other);
      const opening = deps.open(userId);
      // A session that ends before the app shows (refused refresh, sign-out in another tab) closes what it opened.
      const stopListening = deps.onSessionEnded(() => {
        if (early?.opening !== opening) return;
        dropEarly();
        void deps.close(opening);
      });
      early = { opening, stopListening };
    },

    /** The status of the store opened early for this user, if any: the provider shows it from its first render. */
    earlyStatusFor(userId: string): S | undefined {
      return early?.opening.userId === userId ? early.opening.status : undefined;
    },

    /**
     * The store opened early for this user (its status may differ from `status`, when the provider
     * rendered before the early start: the provider then shows the store's), else a new opening with
     * `status`; an early store of another user is closed. One store per user, never two.
     */
    take(userId: string, status: S): O {
      held.set(userId, (held.get(userId) ?? 0) + 1);
      const taken = dropEarly();
      if (taken && taken.userId === userId) return taken;
      if (taken) void deps.close(taken);
      return deps.open(userId, status);
    },

    /** The provider is done with the store it took: it is closed. */
    release(opening: O): Promise<void> {
      const count = (held.get(opening.userId) ?? 1) - 1;
      if (count > 0) held.set(opening.userId, count);
      else held.delete(opening.userId);
      return deps.close(opening);
    },
  };
}
