import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { LOGISTICS_STEPS, type LogisticsRecord, type LogisticsStep } from '@trek/contracts';
import type { FormEvent, MouseEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_STEP } from '../logistics-form';
import { useLogisticsWizard } from '../use-logistics-wizard';
import { AccommodationStep } from './AccommodationStep';
import { Day0Step } from './Day0Step';
import { DietaryStep } from './DietaryStep';
import { LogisticsProgressPanel } from './LogisticsProgressPanel';
import { LogisticsStepper } from './LogisticsStepper';
import classes from './LogisticsWizard.module.css';
import { PersonalInfoStep } from './PersonalInfoStep';
import { PrivacyNotice } from './PrivacyNotice';
import { ReviewStep } from './ReviewStep';
import { TravelDocumentsStep } from './TravelDocumentsStep';

export interface LogisticsWizardProps {
  /** The saved record: the form starts from it; progress and the Day 0 rules follow it as it is saved. */
  record: LogisticsRecord;
}

/** The six-step logistics wizard with its completion panel (signed-in spec sections 2 and 4). */
export function LogisticsWizard({ record }: LogisticsWizardProps) {
  const { t } = useTranslation('participantLogistics');
  // Destructured: the compiler rules read any property of an object holding a ref as reading the ref.
  const { step, saving, form, topRef, next, previous, goTo, canOpen, isSaved, saveChanges } = useLogisticsWizard(record);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void next();
  };

  // Pressing a wizard button keeps the focus where it is. Otherwise the press blurs the field being
  // typed in, its on-blur error appears above the buttons and pushes them down, and the release
  // lands beside the button: no click, so no "Please fix errors". Next moves the focus itself.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const nextLabel = step === REVIEW_STEP ? t('wizard.finalize') : step === 5 ? t('wizard.reviewAndComplete') : t('wizard.next');

  return (
    <Stack gap="lg">
      <Text>{t('intro')}</Text>
      <PrivacyNotice />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <LogisticsStepper step={step} onStepChange={goTo} canOpen={canOpen} isSaved={isSaved} />
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate aria-label={t('wizard.label')}>
              <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} shadow="xs">
                <Stack gap="lg">
                  <div ref={topRef} tabIndex={-1} className={classes.top}>
                    <Text size="sm" c="dimmed">
                      {t('wizard.stepOf', { current: step, total: LOGISTICS_STEPS.length })}
                    </Text>
                    <Title order={3}>{t(`steps.${step}`)}</Title>
                  </div>
                  <StepContent step={step} record={record} onEdit={goTo} />
                  <div className={classes.navigation}>
                    <Button
                      type="button"
                      variant="default"
                      disabled={step === 1 || saving}
                      onMouseDown={keepFocus}
                      onClick={previous}
                      leftSection={<IconArrowLeft size={18} aria-hidden />}
                    >
                      {t('wizard.previous')}
                    </Button>
                    <div className={classes.forward}>
                      {step === REVIEW_STEP ? (
                        <Button
                          type="button"
                          variant="light"
                          disabled={saving}
                          onMouseDown={keepFocus}
                          onClick={() => void saveChanges()}
                          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                        >
                          {t('wizard.saveChanges')}
                        </Button>
                      ) : null}
                      <Button type="submit" loading={saving} onMouseDown={keepFocus} rightSection={step === REVIEW_STEP ? undefined : <IconArrowRight size={18} aria-hidden />}>
                        {nextLabel}
                      </Button>
                    </div>
                  </div>
                </Stack>
              </Paper>
            </form>
          </FormProvider>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LogisticsProgressPanel record={record} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function StepContent({ step, record, onEdit }: { step: LogisticsStep; record: LogisticsRecord; onEdit: (step: LogisticsStep) => void }) {
  switch (step) {
    case 1:
      return <PersonalInfoStep />;
    case 2:
      return <TravelDocumentsStep />;
    case 3:
      return <AccommodationStep />;
    case 4:
      return <DietaryStep />;
    case 5:
      return <Day0Step savedDecision={record.day0Decision} locked={record.day0Locked} />;
    case 6:
      return <ReviewStep status={record.status} onEdit={onEdit} />;
  }
}
