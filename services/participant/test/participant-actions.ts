import type { Express } from 'express';
import request from 'supertest';
import { bearer } from '@trek/testing';

/** What a participant does in the portal, through the participant routes, as the tests' setup. */
export const completeProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'García',
  bio: 'Loves tacos and mountains.',
  photoUrl: '/media/ana.png',
  program: 'MBA',
  university: 'Stanford',
  email: 'ana@stanford.edu',
  ...overrides,
});

export const submittedLogistics = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Ana María García López',
  preferredName: 'Ana',
  gender: 'FEMALE',
  email: 'ana@stanford.edu',
  phoneMexico: '',
  schoolAffiliation: 'STANFORD',
  passportNationality: 'Mexico',
  passportNumber: 'G98765432',
  dateOfBirth: '1998-07-14',
  emergencyContactName: 'Lucía López',
  emergencyContactRelation: 'Mother',
  emergencyContactPhone: '+52 55 1234 5678',
  insuranceProvider: 'SafeTravel',
  insurancePolicyNumber: 'ST-55-0192',
  roommatePreference: 'RANDOM',
  roommateNameOrNA: 'N/A',
  specialRequirement: '',
  dietaryPreferences: ['Vegetarian'],
  additionalConsiderations: '',
  day0Decision: 'JOIN',
  day2Preference: 'XOCHIMILCO',
  status: 'SUBMITTED',
  ...overrides,
});

export function participantActions(app: Express, token: string) {
  const auth = bearer(token);
  const expectOk = async (pending: Promise<request.Response>) => {
    const res = await pending;
    if (res.status >= 300) throw new Error(`participant call failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  return {
    saveProfile: (profile: Record<string, unknown>) => expectOk(request(app).put('/api/participant/profile').set(auth).send(profile)),
    saveLogistics: (logistics: Record<string, unknown>) => expectOk(request(app).put('/api/me/logistics').set(auth).send(logistics)),
    joinWhatsapp: () => expectOk(request(app).put('/api/participant/whatsapp').set(auth).send({ joined: true })),
    sendFeedback: (feedback: Record<string, unknown>) => expectOk(request(app).post('/api/participant/feedback').set(auth).send(feedback)),
    /** Not checked: the tests look at refusals too. */
    putLogistics: (logistics: Record<string, unknown>) => request(app).put('/api/me/logistics').set(auth).send(logistics),
    ownFeedback: () => request(app).get('/api/participant/feedback').set(auth),
    announcements: () => request(app).get('/api/participant/announcements').set(auth),
    transferState: () => request(app).get('/api/participant/transfer').set(auth),
    confirmTransfer: (body: object = {}) => request(app).post('/api/participant/transfer/confirm').set(auth).send(body),
  };
}
