"""
AvalonBench's own engine and naive bots in all five seats, played as its task plays a game
(src/server/tasks/avalon/task.py, without the printing and the model proxies): the reference
beside which `npm run bench -- avalon` times our self-play. Run: python3 avalonbench.py CHECKOUT GAMES
where CHECKOUT is a copy of github.com/jonathanmli/Avalon-LLM. Prints the seconds the games took
(on the clock and of the process's CPU time) and the share of good wins, as JSON.
"""
import asyncio, contextlib, importlib.util, io, json, os, sys, time, types, warnings

root, games = sys.argv[1], int(sys.argv[2])
sys.path.insert(0, root)
# The task package's __init__ loads the whole benchmark harness; only the engine and the bots are needed.
package = types.ModuleType('avalon')
package.__path__ = [os.path.join(root, 'src/server/tasks/avalon')]
sys.modules['avalon'] = package
from avalon.engine import AvalonGameEnvironment  # noqa: E402
from avalon.agents.baseline_agents import find_naive_agent  # noqa: E402
from avalon.task_scoring import AvalonScoring  # noqa: E402
from avalon.utils import verbalize_team_result, verbalize_mission_result  # noqa: E402

warnings.simplefilter('ignore')


async def play():
    with contextlib.redirect_stdout(io.StringIO()):  # the engine prints at every new game
        env = AvalonGameEnvironment.from_num_players(5)
    scoring = AvalonScoring(env.config)
    sides = [side for _, _, side in env.get_roles()]
    players = []
    for i, (role, role_name, side) in enumerate(env.get_roles()):
        players.append(find_naive_agent(id=i, name=f'Player {i}', config=env.config, side=side, role=role, num_players=5, session=None,
                                        role_name=role_name, merlin=env.config.merlin, percival=env.config.percival, morgana=env.config.morgana,
                                        mordred=env.config.mordred, oberon=env.config.oberon, num_good=env.config.num_good,
                                        num_evil=env.config.num_evil, discussion=False, seed=0))
        if players[i].role == 0 or players[i].side == 0:
            players[i].see_sides(sides)
        await players[i].initialize_game_info(player_list=env.get_roles(), env=env)
    log = []
    while not env.done:
        phase = env.get_phase()[0]
        if phase == 0:
            leader = env.get_quest_leader()
            log.append(f'Selection Phase, the leader is Player {leader}')
            team = await players[leader].propose_team(team_size=env.get_team_size(), mission_id=env.turn, env=env)
            env.choose_quest_team(team=frozenset(team), leader=leader)
            log.append(f'Leader Player {leader} chooses team {list(team)}')
        elif phase == 1:
            log.append('Team Voting Phase')
            votes = [await p.vote_on_team(team=env.get_current_quest_team(), mission_id=env.turn, env=env) for p in players]
            outcome = env.gather_team_votes(votes)
            log.append(f'Team votes at this round: {votes}')
            for p in players:
                await p.observe_team_result(mission_id=env.turn, team=env.get_current_quest_team(), votes=votes, outcome=outcome[2])
            log.append('Team result: ' + verbalize_team_result(team=env.get_current_quest_team(), votes=votes, outcome=outcome[2]))
        elif phase == 2:
            log.append('Quest Voting Phase')
            votes = [await players[i].vote_on_mission(team=env.get_current_quest_team(), mission_id=env.turn, env=env) for i in env.get_current_quest_team()]
            outcome = env.gather_quest_votes(votes)
            log.append(f'Quest votes at this round: {votes}')
            for p in players:
                await p.observe_mission(team=env.get_current_quest_team(), mission_id=env.turn - 1, num_fails=outcome[3], votes=votes, outcome=outcome[2], env=env)
            log.append('Quest result: ' + verbalize_mission_result(team=env.get_current_quest_team(), outcome=outcome[2]))
        else:
            log.append('Assassination phase')
            assassin = next(i for i, p in enumerate(players) if p.role == 7)
            target = int(await players[assassin].assassinate(env=env))
            env.choose_assassination_target(assassin, target)
            log.append(f'Assassin Player {assassin} chooses to assassinate Player {target}')
    believed = await players[0].get_believed_sides(num_players=5, env=env)
    scoring.deduction_acc([list(map(int, env.is_good))], [believed])
    return env.good_victory


async def main():
    start, cpu = time.perf_counter(), time.process_time()
    good = 0
    for _ in range(games):
        good += await play()
    print(json.dumps({'seconds': time.perf_counter() - start, 'cpuSeconds': time.process_time() - cpu, 'good': good / games}))

asyncio.run(main())
