import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { timeZoneOfAirport, type LogisticsFormValues } from '@trek/contracts';
import { useMemo } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../../i18n/use-contract-message';

type FlightField = 'inboundFlight' | 'outboundFlight';
type FlightPart = keyof LogisticsFormValues[FlightField];

/** Every zone the browser knows, for airports outside the trek's table. */
function useTimeZones(): string[] {
  return useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);
}

export interface FlightFieldsProps {
  name: FlightField;
  legend: string;
  /** Which moment of the flight its date and time are (landing or take-off). */
  hint: string;
  /** What the participant wrote about this flight before flights were structured, shown until they give it here. */
  freeText: string | undefined;
}

/**
 * One flight: airline, number, local date and time, airport and its time zone. A known airport
 * (MEX, CUN, ...) fills its zone; another one asks for it. All left blank means no flight yet.
 */
export function FlightFields({ name, legend, hint, freeText }: FlightFieldsProps) {
  const { t } = useTranslation('participantLogistics');
  const { text: message } = useContractMessage();
  const { register, control, setValue, getValues, formState } = useFormContext<LogisticsFormValues>();
  const zones = useTimeZones();
  const path = (part: FlightPart) => `${name}.${part}` as FieldPath<LogisticsFormValues>;
  const errorOf = (part: FlightPart) => message(formState.errors[name]?.[part]?.message);
  const input = (part: FlightPart) => ({ ...register(path(part)), error: errorOf(part) });
  const airport = register(path('airport'));

  return (
    <Fieldset legend={legend} radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      {freeText?.trim() ? (
        <Text size="sm" mb="sm">
          {t('travel.flight.earlierAnswer', { text: freeText.trim() })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('travel.flight.airline')} autoComplete="off" {...input('airline')} />
        <TextInput label={t('travel.flight.flightNumber')} placeholder="AM 401" autoComplete="off" {...input('flightNumber')} />
        <TextInput label={t('travel.flight.date')} type="date" {...input('date')} />
        <TextInput label={t('travel.flight.time')} type="time" {...input('time')} />
        <TextInput
          label={t('travel.flight.airport')}
          placeholder="MEX"
          maxLength={3}
          autoComplete="off"
          {...airport}
          error={errorOf('airport')}
          onChange={(event) => {
            void airport.onChange(event);
            const zone = timeZoneOfAirport(event.currentTarget.value);
            // A known airport sets its zone; the zone stays editable for a different one.
            if (zone && getValues(path('timeZone')) !== zone) setValue(path('timeZone'), zone, { shouldDirty: true });
          }}
        />
        <Controller
          control={control}
          name={path('timeZone')}
          render={({ field }) => (
            <Select
              label={t('travel.flight.timeZone')}
              data={zones}
              searchable
              clearable
              nothingFoundMessage={t('travel.flight.noZone')}
              name={field.name}
              value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errorOf('timeZone')}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
