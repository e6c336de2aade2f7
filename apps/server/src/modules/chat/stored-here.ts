// The ids of the messages this node stored lately: the realtime bus echoes every message to every node,
// this one included, and only another node's messages make this node's kept send facts out of date.

/** How many ids are remembered (well over what a node stores between a message and its echo). */
const REMEMBERED = 20_000;

export function createStoredHere(remembered = REMEMBERED) {
  let current = new Set<string>();
  let previous = new Set<string>();
  return {
    add: (id: string) => {
      // Two generations: the newest ids are always remembered, the oldest forgotten in bulk.
      if (current.size >= remembered) {
        previous = current;
        current = new Set();
      }
      current.add(id);
    },
    has: (id: string) => current.has(id) || previous.has(id),
  };
}
