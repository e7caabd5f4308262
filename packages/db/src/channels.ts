/**
 * The channel on which every change of a `bible_versions` row is announced (payload: the version's code), by the
 * trigger of the scale_out migration (0010, which writes the name in SQL) and by a process that rebuilt what the
 * search reads of a version: each instance listens and forgets its version catalog.
 */
export const BIBLE_VERSIONS_CHANGED = "bible_versions_changed";
