import { ActionIcon, Container, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingSectionProps } from '../../sections';
import { useIsMobile } from '../../use-is-mobile';
import classes from './IntroductionSection.module.css';

/** Spec 9: a horizontal swipe of at least 50 px turns the slide. */
export const SWIPE_THRESHOLD_PX = 50;

export function IntroductionSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const paragraphs = t('introduction.paragraphs', { returnObjects: true });

  return (
    <Container size="md" py="xl">
      <Title order={2} id={headingId} mb="lg" ta="center">
        {t('introduction.title')}
      </Title>
      {isMobile ? (
        <IntroductionSlider paragraphs={paragraphs} />
      ) : (
        <Stack gap="md">
          {paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function IntroductionSlider({ paragraphs }: { paragraphs: readonly string[] }) {
  const { t } = useTranslation('landingSections');
  const [index, setIndex] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const total = paragraphs.length;
  const go = (next: number) => setIndex((next + total) % total);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
    go(distance < 0 ? index + 1 : index - 1);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={t('introduction.sliderLabel')}>
      <div className={classes.slide} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} aria-live="polite">
        {/* The key restarts the 150 ms fade on every change of slide. */}
        <Text key={index} size="lg" className={classes.fade}>
          {paragraphs[index]}
        </Text>
      </div>
      <Group justify="space-between" mt="md" wrap="nowrap">
        <ActionIcon variant="light" size="lg" onClick={() => go(index - 1)} aria-label={t('introduction.previous')}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Group gap={4} wrap="nowrap">
          {paragraphs.map((paragraph, dot) => (
            <UnstyledButton
              key={paragraph}
              className={classes.dot}
              data-active={dot === index || undefined}
              aria-current={dot === index ? 'true' : undefined}
              aria-label={t('introduction.goTo', { number: dot + 1 })}
              onClick={() => setIndex(dot)}
            />
          ))}
        </Group>
        <Text size="sm" c="dimmed" miw={40} ta="center">
          {t('introduction.position', { current: index + 1, total })}
        </Text>
        <ActionIcon variant="light" size="lg" onClick={() => go(index + 1)} aria-label={t('introduction.next')}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
