import { Badge, Tabs } from '@mantine/core';
import type { CohortYear } from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface YearTabsProps {
  years: readonly CohortYear[];
  comingSoon: readonly CohortYear[];
  value: CohortYear;
  onChange: (year: CohortYear) => void;
  label: string;
  /** The active year's content; other years render nothing until chosen (and read nothing). */
  children: ReactNode;
}

/** Year tabs of the itinerary, speakers and participants; "Coming Soon" years are disabled. */
export function YearTabs({ years, comingSoon, value, onChange, label, children }: YearTabsProps) {
  const { t } = useTranslation('landingSections');
  return (
    <Tabs
      value={String(value)}
      onChange={(next) => {
        const year = years.find((y) => String(y) === next);
        if (year !== undefined) onChange(year);
      }}
      variant="pills"
      radius="xl"
    >
      <Tabs.List justify="center" aria-label={label} mb="lg">
        {years.map((year) => {
          const soon = comingSoon.includes(year);
          return (
            <Tabs.Tab
              key={year}
              value={String(year)}
              disabled={soon}
              rightSection={
                soon ? (
                  <Badge size="xs" variant="light" color="gray">
                    {t('common.comingSoon')}
                  </Badge>
                ) : undefined
              }
            >
              {year}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {years.map((year) => (
        <Tabs.Panel key={year} value={String(year)}>
          {year === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
