import { isAbsolute, relative, sep } from 'node:path';

/**
 * How the corpus names a subject: its module path relative to the project folder, with `/`
 * separators, so entries stay valid when the project is cloned elsewhere; an absolute path when the
 * module lies outside the project.
 */
export function subjectId(subjectPath: string, projectDir: string): string {
  const rel = relative(projectDir, subjectPath);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return subjectPath.split(sep).join('/');
  return rel.split(sep).join('/');
}
