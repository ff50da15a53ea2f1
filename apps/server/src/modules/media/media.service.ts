import { createAddRenditions } from './use-cases/add-renditions.ts';
import { inspectFile } from './use-cases/inspect-file.ts';
import { createRemoveFiles } from './use-cases/remove-files.ts';
import type { MediaDeps } from './use-cases/shared.ts';
import { createStageFile } from './use-cases/stage-file.ts';
import { createStageStream } from './use-cases/stage-stream.ts';

export { type AcceptedTypes, type FileCheck, type StagedMedia, UNSUPPORTED_FILE } from './use-cases/shared.ts';

/**
 * Turns an uploaded file into a media row's values: type checked by magic bytes, dimensions read, and
 * for pictures a card thumbnail and WebP renditions made. Files are staged, to be saved with their row
 * by saveWithPlacedFiles. Each use case is a file of use-cases/.
 */
export function createMediaService(deps: MediaDeps) {
  return {
    inspect: inspectFile,
    stage: createStageFile(deps),
    stageStream: createStageStream(deps),
    removeFiles: createRemoveFiles(deps),
    addRenditions: createAddRenditions(deps),
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
