/**
 * The logistics fields that are travel documents: read and written with the whole record
 * (`GET`/`PUT /api/me/logistics`, which no device keeps), never part of the trip card's copy that
 * the offline card keeps on the device (`tripCardLogisticsSchema`; the service worker checks every
 * answer it stores for them). Apart from `logistics.ts`'s schemas, see `zod-free.ts`.
 */
export const TRAVEL_DOCUMENT_FIELDS = ['passportNationality', 'passportNumber', 'dateOfBirth'] as const;

/**
 * The emergency contact and the travel insurance: encrypted at rest like the travel documents and,
 * like them, never in the trip card's copy that a device keeps.
 */
export const EMERGENCY_CONTACT_FIELDS = ['emergencyContactName', 'emergencyContactRelation', 'emergencyContactPhone', 'insuranceProvider', 'insurancePolicyNumber'] as const;
