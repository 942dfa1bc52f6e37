import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { UPLOAD_FIELD_NAME, UPLOAD_MAX_BYTES, uploadTypeSchema, type Role } from '@trek/contracts';
import { AppError, callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { storeUpload } from '../domain/store-upload.js';
import type { UploadDomain } from '../domain/upload-context.js';
import { uploadErrors } from '../domain/upload-errors.js';

/** Memory storage with a hard cap: busboy stops reading at 5 MB, so a larger body is never buffered. */
const receiveFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6 },
}).single(UPLOAD_FIELD_NAME);

function receiveOneFile(req: Request, res: Response, next: NextFunction) {
  receiveFile(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(uploadErrors.tooLarge());
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return next(AppError.badRequest(`Send the file in the "${UPLOAD_FIELD_NAME}" field, one file at a time`));
      return next(AppError.badRequest('The upload form is malformed'));
    }
    return next(AppError.badRequest('The upload could not be read. Please try again.'));
  });
}

const uploadHandler = (domain: UploadDomain) => async (req: Request, res: Response) => {
  const caller = callerOf(req);
  const uploadType = parseInput(uploadTypeSchema, (req.body as Record<string, unknown> | undefined)?.uploadType);
  const file = req.file ? { bytes: req.file.buffer, originalName: req.file.originalname } : undefined;
  res.status(201).json(await storeUpload({ file, uploadType, caller }, domain));
};

/** The role is checked before the body is read, so a refused caller never streams 5 MB into memory. */
export function uploadRoutes(domain: UploadDomain, guards: AuthGuards): Router {
  const router = Router();
  const paths: Array<[string, Role]> = [
    ['/api/admin/upload', 'ORGANIZER'],
    ['/api/participant/upload', 'PARTICIPANT'],
  ];
  for (const [path, role] of paths) router.post(path, guards.requireRole(role), receiveOneFile, uploadHandler(domain));
  return router;
}
