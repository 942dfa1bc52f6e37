import { Badge, Skeleton, Tabs } from '@mantine/core';
import { yearTabs, type YearTab } from '@trek/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/queries/edition-queries';
import { LoadFailedMessage } from './SectionStatus';
import classes from './YearTabs.module.css';

export interface YearTabsProps {
  /** Which of the landing page's tab sets (yearTabs of the edition settings). */
  tabsOf: (tabs: { itinerary: YearTab; speakers: YearTab; participants: YearTab }) => YearTab;
  label: string;
  /** The chosen year's content; other years render nothing until chosen (and read nothing). */
  children: (year: number, edition: { currentYear: number }) => ReactNode;
  /** Told the chosen year (the participants keep their expansion per year). */
  onYearChange?: (year: number) => void;
}

/**
 * Year tabs of the itinerary, speakers and participants, from the edition settings (the current
 * edition back to the first); "Coming Soon" years are disabled. The default tab is the edition's
 * until the visitor picks another.
 */
export function YearTabs({ tabsOf, label, children, onYearChange }: YearTabsProps) {
  const { t } = useTranslation('landingSections');
  const edition = useEdition();
  const [chosen, setChosen] = useState<number | null>(null);
  if (edition.isPending) return <Skeleton height={36} radius="xl" maw={320} mx="auto" mb="lg" />;
  if (edition.isError) return <LoadFailedMessage title={t('common.loadFailed')} />;

  const tabs = tabsOf(yearTabs(edition.data));
  const value = chosen !== null && tabs.years.includes(chosen) && !tabs.comingSoon.includes(chosen) ? chosen : tabs.default;
  return (
    <Tabs
      value={String(value)}
      onChange={(next) => {
        const year = tabs.years.find((y) => String(y) === next);
        if (year === undefined) return;
        setChosen(year);
        onYearChange?.(year);
      }}
      variant="pills"
      radius="xl"
    >
      <Tabs.List aria-label={label} mb="lg" className={classes.list}>
        {tabs.years.map((year) => {
          const soon = tabs.comingSoon.includes(year);
          return (
            <Tabs.Tab
              key={year}
              value={String(year)}
              className={classes.tab}
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
      {tabs.years.map((year) => (
        <Tabs.Panel key={year} value={String(year)}>
          {year === value && children(year, { currentYear: edition.data.year })}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
