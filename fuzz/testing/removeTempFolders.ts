import { afterAll } from 'vitest';
import { removeTempFolders } from './tempFolder.ts';

// Vitest's setup file (vitest.config.ts): it runs in every test file, isolated or not, so the folders
// a file made with tempFolder() are gone once its tests are done, even when the module that made them
// was imported by an earlier file of the same worker.
afterAll(removeTempFolders);
