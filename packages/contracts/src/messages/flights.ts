export const flightMessages = {
  airlineRequired: 'Airline is required',
  airlineTooLong: 'Airline must be at most 60 characters',
  flightNumberInvalid: 'Flight number must look like AM 401: the airline code and 1 to 4 digits',
  flightDateRequired: 'Flight date is required',
  flightDateInvalid: 'Please enter a real date (YYYY-MM-DD)',
  flightTimeInvalid: 'Time must be HH:MM (24-hour)',
  airportInvalid: 'Airport must be a 3-letter IATA code, e.g. MEX',
  timeZoneInvalid: 'Please choose the airport’s time zone',
} as const;
