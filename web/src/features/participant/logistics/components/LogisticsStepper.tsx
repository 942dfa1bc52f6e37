import { Stepper } from '@mantine/core';
import { LOGISTICS_STEPS, type LogisticsStep } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import classes from './LogisticsStepper.module.css';

export interface LogisticsStepperProps {
  step: LogisticsStep;
  /** Earlier steps can be reopened from here; later ones only through Next, which saves. */
  onStepChange: (step: LogisticsStep) => void;
}

/** The six steps; on narrow screens only the numbered icons show, the open step's name is the heading below. */
export function LogisticsStepper({ step, onStepChange }: LogisticsStepperProps) {
  const { t } = useTranslation('participantLogistics');
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <Stepper
        active={step - 1}
        onStepClick={(index) => onStepChange((index + 1) as LogisticsStep)}
        allowNextStepsSelect={false}
        size="sm"
        wrap={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator, step: classes.step }}
      >
        {LOGISTICS_STEPS.map((name, index) => (
          <Stepper.Step key={name} label={t(`steps.${(index + 1) as LogisticsStep}`)} />
        ))}
      </Stepper>
    </nav>
  );
}
