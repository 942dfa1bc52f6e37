export const urlMessages = {
  image: 'Image must be uploaded with Upload photo',
  website: 'Website must be an http(s) URL',
  social: 'Enter a link starting with https:// or a handle',
} as const;
