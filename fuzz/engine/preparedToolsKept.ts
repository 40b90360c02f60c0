/**
 * How many prepared tools a worker keeps (PreparedToolCache's default capacity), which the
 * supervisor also needs to know which tools a worker still holds. Its own file so the supervisor
 * does not load ajv and fast-check for one number.
 */
export const PREPARED_TOOLS_KEPT = 64;
