import { AppError } from '@trek/service-kit';
import { uploadMessages } from '@trek/contracts';

/** The upload refusals with the HTTP status each one means. */
export const uploadErrors = {
  tooLarge: () => new AppError(413, 'file_too_large', uploadMessages.fileTooLarge),
  wrongType: (allowPdf: boolean) =>
    new AppError(415, 'unsupported_type', allowPdf ? uploadMessages.invalidAttachmentType : uploadMessages.invalidType),
  notAnImage: () => new AppError(415, 'unreadable_image', uploadMessages.notAnImage),
  tooManyPixels: () => new AppError(422, 'too_many_pixels', uploadMessages.tooManyPixels),
  fileMissing: () => AppError.badRequest(uploadMessages.fileMissing, { file: uploadMessages.fileMissing }),
  notFound: () => AppError.notFound(uploadMessages.mediaNotFound),
};
