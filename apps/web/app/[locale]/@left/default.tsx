/** A path neither of the slot's pages takes (none today) has no sidebar widgets. */
export default function Default() {
  return null;
}
