import { textTooLong } from '../message-templates.js';

export const spotMessages = {
  nameRequired: 'Please enter the recipient\'s full name',
  nameTooLong: textTooLong('Full name', 120),
} as const;
