import { adminContentItemSchemas, editionViewSchema } from './admin-content.js';
import { DEFAULT_TRAVEL_RESOURCES, faqFallback } from './content-defaults.js';
import { DEFAULT_EDITION_SETTINGS } from './edition.js';

const FAQ_FALLBACK = faqFallback(DEFAULT_EDITION_SETTINGS);

const lastChange = { sample: true, updatedBy: 'organizer-1', updatedAt: '2026-01-11T09:00:00.000Z' };

describe("the organizers' content lists", () => {
  it('keep an item with whether it is sample content and its last change', () => {
    const faq = { ...FAQ_FALLBACK[0], ...lastChange };
    expect(adminContentItemSchemas.faqs.parse(faq)).toEqual(faq);
  });

  it("keep a travel resource's type-specific content beside the meta", () => {
    const embassy = DEFAULT_TRAVEL_RESOURCES.find((resource) => resource.type === 'embassy');
    const item = { ...embassy, sample: false, updatedBy: null, updatedAt: null };
    expect(adminContentItemSchemas['travel-resources'].parse(item)).toEqual(item);
  });

  it('refuse an item without its meta, and a travel resource whose content does not fit its type', () => {
    expect(adminContentItemSchemas.faqs.safeParse(FAQ_FALLBACK[0]).success).toBe(false);
    const hotel = DEFAULT_TRAVEL_RESOURCES.find((resource) => resource.type === 'hotel');
    expect(adminContentItemSchemas['travel-resources'].safeParse({ ...hotel, type: 'phrase', ...lastChange }).success).toBe(false);
  });
});

describe("the organizers' edition read", () => {
  it('is the settings with their last change, null before anyone saved them', () => {
    const view = { ...DEFAULT_EDITION_SETTINGS, updatedBy: null, updatedAt: null };
    expect(editionViewSchema.parse(view)).toEqual(view);
    expect(editionViewSchema.safeParse(DEFAULT_EDITION_SETTINGS).success).toBe(false);
  });
});
