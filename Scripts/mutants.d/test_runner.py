"""Tests of the runner's file names: python3 -m unittest discover -s Scripts/mutants.d -p 'test_*.py'."""

import tempfile
import unittest
from pathlib import Path

from changed import JOURNEY
from runner import slug


class SlugTests(unittest.TestCase):
    def test_a_single_tests_target_names_a_file_in_the_logs_folder(self):
        with tempfile.TemporaryDirectory() as logs:
            log = Path(logs) / f"changed-baseline.log.{slug(JOURNEY)}"
            log.write_text("written")
            self.assertEqual(log.parent, Path(logs))
            self.assertEqual(log.read_text(), "written")

    def test_a_whole_targets_name_is_kept(self):
        self.assertEqual(slug("ScreenModelTests"), "ScreenModelTests")
        self.assertEqual(slug("StockScreensCLITests.ServeBrowserTests"), "StockScreensCLITests.ServeBrowserTests")


if __name__ == "__main__":
    unittest.main()
