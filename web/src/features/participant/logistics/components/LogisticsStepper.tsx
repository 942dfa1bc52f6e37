import { Stepper } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LOGISTICS_STEPS, type LogisticsStep } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import classes from './LogisticsStepper.module.css';

export interface LogisticsStepperProps {
  step: LogisticsStep;
  /** Opens a step chosen in the stepper. */
  onStepChange: (step: LogisticsStep) => void;
  /** Saved steps and those up to the first unfinished one can be opened; later ones only through Next, which saves. */
  canOpen: (step: LogisticsStep) => boolean;
  /** Steps whose answers are saved: ticked also when they come after the open one. */
  isSaved: (step: LogisticsStep) => boolean;
}

/** The six steps; on narrow screens only the numbered icons show, the open step's name is the heading below. */
export function LogisticsStepper({ step, onStepChange, canOpen, isSaved }: LogisticsStepperProps) {
  const { t } = useTranslation('participantLogistics');
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <Stepper
        active={step - 1}
        onStepClick={(index) => onStepChange((index + 1) as LogisticsStep)}
        size="sm"
        wrap={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator, step: classes.step }}
      >
        {LOGISTICS_STEPS.map((name, index) => {
          const target = (index + 1) as LogisticsStep;
          // Named by what it shows (number or tick, then the step's name): an aria-label that differs
          // from the visible text fails axe's label-content-name-mismatch.
          return (
            <Stepper.Step
              key={name}
              label={t(`steps.${target}`)}
              aria-current={target === step ? 'step' : undefined}
              allowStepSelect={target !== step && canOpen(target)}
              icon={target > step && isSaved(target) ? <IconCheck size={16} aria-hidden /> : undefined}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}
