import { contractMessage } from '../message-templates.js';

export const uploadMessages = {
  fileTooLargeTitle: 'File Too Large',
  fileTooLarge: 'Please choose a file smaller than 5MB',
  invalidTypeTitle: 'Invalid File Type',
  invalidType: 'Please choose a JPG or PNG image',
  invalidAttachmentType: 'Please choose a JPG, PNG or PDF file',
  uploadFailedTitle: 'Upload Failed',
  readFailed: 'Failed to upload photo. Please try again.',
  uploadFailed: 'Failed to upload cropped photo. Please try again.',
  uploadStatus: (status: number) => contractMessage('uploadFailedStatus', { status }),
  /** An upload the service accepted whose answer names no file address (a proxy in between answered, or a changed service). */
  answerWithoutUrl: "The upload did not return the file's address. Please try again.",
  fileMissing: 'Please choose a file to upload',
  notAnImage: 'This file could not be read as an image. Please choose a JPG or PNG image.',
  tooManyPixels: 'This image is too large in pixels (over 40 megapixels). Please choose a smaller image.',
  mediaNotFound: 'File not found',
  invalidUploadType: 'Unknown upload type',
} as const;
