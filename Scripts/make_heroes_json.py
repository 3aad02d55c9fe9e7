#!/usr/bin/env python3
"""Write N generated heroes to a JSON file that `HeroesDemo --data` reads: the same heroes for the
same seed, each name unique. For measuring the demo with a large file:

    python3 Scripts/make_heroes_json.py 1000000 /tmp/heroes.json
    .build/release/Benchmarks heroes --data /tmp/heroes.json
"""

import argparse


def write_heroes(path, count, seed=23):
    """Writes `count` heroes with unique names to a JSON file, the same ones for the same seed."""
    import json
    import random
    generator = random.Random(seed)
    syllables = ["an", "bat", "cor", "dra", "el", "fen", "gor", "hal", "is", "jax", "kor", "lu", "man",
                 "nova", "or", "pyr", "qua", "ra", "spi", "tor", "ul", "vex", "wo", "xen", "yo", "zan"]
    teams = ["Avengers", "X-Men", "Justice League", "Teen Titans", "Fantastic Four", "Solo",
             "Guardians of the Galaxy", "Suicide Squad", "Defenders", "Doom Patrol"]
    icons = ["🦸", "🦹", "⚡", "🛡️", "🕷️", "🦇", "🔥", "❄️", "🌙", "⭐"]
    heroes = []
    for number in range(count):
        word = "".join(generator.choice(syllables) for _ in range(generator.randint(2, 4))).capitalize()
        heroes.append({
            "name": "%s %d" % (word, number),
            "universe": "Marvel" if generator.random() < 0.5 else "DC",
            "team": generator.choice(teams),
            "intro": "A hero of %s who guards the city at night." % word,
            "icon": generator.choice(icons),
        })
    with open(path, "w", encoding="utf-8") as file:
        json.dump(heroes, file, ensure_ascii=False)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="how many heroes")
    parser.add_argument("path", help="the JSON file to write")
    parser.add_argument("--seed", type=int, default=23)
    options = parser.parse_args()
    write_heroes(options.path, options.count, options.seed)


if __name__ == "__main__":
    main()
