/** What replaying a past finding showed: its drift is gone, or it is back. */
export type CorpusStatus = 'FIXED' | 'STILL FAILING';
