/** What a campaign's page shows of supporters' fundraisers: the leaderboard and "Start your own fundraiser" (issue 24: being built). */
export function FundraiserSection(_props: { campaign: { id: number; slug: string; title: string } }) {
  return null
}
