import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBroadcast, IconHandFinger, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { icon: IconTrophy, title: t('home.howOrganizeTitle'), text: t('home.howOrganizeText') },
    { icon: IconHandFinger, title: t('home.howScoreTitle'), text: t('home.howScoreText') },
    { icon: IconBroadcast, title: t('home.howWatchTitle'), text: t('home.howWatchText') },
  ];
  return (
    <Box component="section" className={classes.how} aria-labelledby="how-title">
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Title order={2} id="how-title" fz={{ base: 24, sm: 30 }} mb="xl">
          {t('home.howTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {steps.map((step, i) => (
            <Stack key={i} gap="sm">
              <ThemeIcon size={48} radius="md" color="brand">
                <step.icon size={26} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={700} fz="lg">
                <span className={classes.stepNumber}>{i + 1}</span>
                {step.title}
              </Text>
              <Text c="dimmed">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
