/** A path neither of the slot's pages takes (none today) has no widgets in this placement. */
export default function Default() {
  return null;
}
